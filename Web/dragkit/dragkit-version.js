// DragKit's version (issue 35): the one place it is written. Semantic versioning
// (MAJOR.MINOR.PATCH; a change that breaks a page bumps MAJOR). Read by
// `DragKit.version`, by Scripts/package.sh (the npm package's `version`, dist/dragkit-<v>.tgz)
// and by the release's git tag `v<version>`, which Swift packages depend on
// (`.package(url: …, from: "<version>")`). Each version has its entry in Web/dragkit/CHANGELOG.md.

/** The package's version, `MAJOR.MINOR.PATCH`. */
export const VERSION = '1.0.0';
