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
java -XX:+DisplayVMOutputToStderr %DOCSHAPE_JAVA_OPTS% -cp "%JAR%;%HERE%app\target\lib\*" dev.docshape.app.Launcher %*
