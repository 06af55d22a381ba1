package dev.docshape.app.cli;

import dev.docshape.model.Project;
import dev.docshape.model.Design;

/** A project read from its file, with the design a command works on. */
record LoadedProject(Project project, Design design) {
}
