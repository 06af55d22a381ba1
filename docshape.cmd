@echo off
rem DocShape launcher for Windows: builds on first use, then runs.
rem   docshape              opens the designer window
rem   docshape <command>    runs the command line (try docshape --help)
setlocal
set "HERE=%~dp0"
set "JAR=%HERE%app\target\docshape-app.jar"
if not exist "%JAR%" (
  echo docshape: building ^(first run^)... 1>&2
  pushd "%HERE%"
  call mvnw.cmd -B -q -DskipTests -pl app -am package 1>&2 || (popd & exit /b 2)
  popd
)
rem A command starts with flags for short runs (docs\decisions\0192-fast-command-start.md);
rem DOCSHAPE_CLI_JAVA_OPTS replaces them. No arguments or one project file opens the designer.
rem The same options as docshape.cli.java.options in pom.xml (decision 0531; LauncherOptionsAgreeTest holds them equal).
set "CLI_OPTS=-XX:TieredStopAtLevel=1 -XX:+UseSerialGC"
if defined DOCSHAPE_CLI_JAVA_OPTS set "CLI_OPTS=%DOCSHAPE_CLI_JAVA_OPTS%"
if "%~1"=="" set "CLI_OPTS="
if "%~2"=="" if /i "%~x1"==".docshape" set "CLI_OPTS="
java -XX:+DisplayVMOutputToStderr %CLI_OPTS% %DOCSHAPE_JAVA_OPTS% -cp "%JAR%;%HERE%app\target\lib\*" dev.docshape.app.Launcher %*
