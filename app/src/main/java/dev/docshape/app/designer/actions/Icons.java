package dev.docshape.app.designer.actions;

/** Toolbar icons as SVG path data on a 16 x 16 grid, drawn with strokes coloured by the theme. */
final class Icons {
    private Icons() {
    }

    static final String NEW = "M4 1.5h5.5l3 3v10h-8.5z M9.5 1.5v3h3";
    static final String OPEN = "M1.5 3.5h4.5l1.5 1.5h7v8.5h-13z M1.5 7h13";
    static final String SAVE = "M2 2h9.5l2.5 2.5v9.5h-12z M5 2v3.5h5.5v-3.5 M4.5 14v-4.5h7v4.5";
    static final String UNDO = "M5.5 3l-3.5 3.5 3.5 3.5 M2 6.5h7.5a4 4 0 0 1 0 8h-3";
    static final String REDO = "M10.5 3l3.5 3.5-3.5 3.5 M14 6.5h-7.5a4 4 0 0 0 0 8h3";
    static final String DUPLICATE = "M5.5 5.5h8.5v8.5h-8.5z M10.5 5.5v-3.5h-8.5v8.5h3.5";
    static final String DELETE = "M2.5 4h11 M6 4v-2h4v2 M3.5 4l1 10h7l1-10 M6.5 6.5v5 M9.5 6.5v5";
    static final String NEW_ENTITY = "M1.5 2.5h13v11h-13z M1.5 6h13 M8 8v4 M6 10h4";
    static final String ADD_FIELD = "M1.5 2.5h13v11h-13z M4 6h8 M4 9h4 M11 8v4 M9 10h4";
    static final String CONNECT = "M1 1.5h5v4h-5z M10 10.5h5v4h-5z M3.5 5.5v4.5h9v0.5";
    static final String FLIP = "M2 5h11 M10 2l3 3-3 3 M14 11h-11 M6 8l-3 3 3 3";
    static final String LAYOUT = "M6 1.5h4v3h-4z M1 11.5h4v3h-4z M11 11.5h4v3h-4z M8 4.5v3.5 M3 11.5v-3.5h10v3.5";
    static final String ZOOM_IN = "M11.5 6.5a5 5 0 1 1-10 0a5 5 0 1 1 10 0z M10 10l4.5 4.5 M4 6.5h5 M6.5 4v5";
    static final String ZOOM_OUT = "M11.5 6.5a5 5 0 1 1-10 0a5 5 0 1 1 10 0z M10 10l4.5 4.5 M4 6.5h5";
    static final String FIT = "M1.5 5.5v-4h4 M10.5 1.5h4v4 M14.5 10.5v4h-4 M5.5 14.5h-4v-4 M5 5h6v6h-6z";
    static final String GRID = "M1.5 1.5h13v13h-13z M6 1.5v13 M10 1.5v13 M1.5 6h13 M1.5 10h13";
    static final String THEME = "M10.5 1.5a6.5 6.5 0 1 0 4 11a5.5 5.5 0 0 1-4-11z";
}
