// The type of a CSS export (styles.css, base.css): a side-effect import with nothing to name.
export {};
