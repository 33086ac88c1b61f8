// The folder model of the desktop host's Files pane (issue 26). Filled in by the Files work.
