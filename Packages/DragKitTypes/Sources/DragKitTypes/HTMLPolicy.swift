/// What HTML that crosses an app's edge may keep (S1, P1, A2), stated once for every place that
/// reads it: the web package's sanitiser (`dragkit-sanitize.js`, which imports the generated
/// `dragkit-html-policy.js`, written from this type by `Scripts/generate.sh`) and the showcase
/// server's, which turns dropped HTML into a note's styled runs.
///
/// Lists, not sets: the generator writes them in this order, and the embedded engine needs no
/// hashing of strings for them. Each lookup a reader makes is O(1) on its own set.
public enum HTMLPolicy {
    /// Tags kept, with their content: structure and emphasis. Any other element is unwrapped
    /// (its text stays), unless it is dropped with its content.
    public static let keptTags: [String] = [
        "p", "br", "b", "strong", "i", "em", "u", "s", "del", "ins", "mark", "small", "sub", "sup",
        "code", "pre", "blockquote", "ul", "ol", "li", "h1", "h2", "h3", "h4", "h5", "h6", "hr",
        "span", "div", "table", "thead", "tbody", "tr", "th", "td", "caption", "q", "cite", "abbr", "a",
    ]

    /// The only attributes kept, and only on links (`a`); every other attribute of every tag
    /// (`style`, `class`, `id`, event handlers, `src`) goes.
    public static let linkAttributes: [String] = ["href", "title"]

    /// The beginnings (lower case) a kept link's `href` may have: absolute http, https and mailto
    /// URLs. A link to anything else keeps its text and loses its target.
    public static let linkPrefixes: [String] = ["http://", "https://", "mailto:"]

    /// Elements removed together with everything inside them: code, styles, embedded documents,
    /// media and form controls, whose content is not text a person reads.
    public static let droppedWithContent: [String] = [
        "script", "style", "template", "iframe", "frame", "frameset", "object", "embed", "applet",
        "noscript", "svg", "math", "head", "title", "meta", "link", "base", "textarea", "select",
        "button", "input", "form", "option", "img", "video", "audio", "canvas", "picture", "source",
        "track", "portal", "dialog",
    ]

    /// Elements that start a new line when HTML becomes plain text or styled runs.
    public static let lineBreakTags: [String] = [
        "p", "div", "br", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre",
        "ul", "ol", "table", "section", "article",
    ]
}
