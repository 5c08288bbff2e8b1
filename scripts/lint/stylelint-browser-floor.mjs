/**
 * What the browser floor (ADR 0058: Chrome 88, iOS 15.4) needs of our CSS that the browser-features lint cannot see:
 * - `loan/color-mix-in-supports`: a `color-mix()` value (Chrome 111, Safari 16.2) only inside
 *   `@supports (color: color-mix(…))`. A value holding `var()` is accepted when the CSS is parsed, so a fallback
 *   declared before it does not help: where `color-mix()` is unknown the property becomes `unset` at computed-value
 *   time (dark footer text on a dark band, a banner without its tint, no focus ring).
 * - `loan/no-has-selector`: no `:has()` (Chrome 105): state the borrower must see (a chosen term, card or option)
 *   is shown by an attribute or class the component sets.
 */
import stylelint from 'stylelint';

const {
  createPlugin,
  utils: { report, ruleMessages },
} = stylelint;

const colorMixName = 'loan/color-mix-in-supports';
const colorMixMessages = ruleMessages(colorMixName, {
  rejected: (property) =>
    `${property}: color-mix() outside @supports (color: color-mix(…)) becomes unset below Chrome 111 / Safari 16.2`,
});

const guarded = (node) => {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && parent.name === 'supports' && /color-mix\(/.test(parent.params)) return true;
  }
  return false;
};

const colorMixInSupports = createPlugin(colorMixName, (enabled) => (root, result) => {
  if (!enabled) return;
  root.walkDecls((decl) => {
    if (!/color-mix\(/i.test(decl.value) || guarded(decl)) return;
    report({ ruleName: colorMixName, result, node: decl, message: colorMixMessages.rejected(decl.prop) });
  });
});
colorMixInSupports.ruleName = colorMixName;
colorMixInSupports.messages = colorMixMessages;

const hasName = 'loan/no-has-selector';
const hasMessages = ruleMessages(hasName, {
  rejected: (selector) => `${selector}: :has() is unknown below Chrome 105; set an attribute or class for the state`,
});

const noHasSelector = createPlugin(hasName, (enabled) => (root, result) => {
  if (!enabled) return;
  root.walkRules((rule) => {
    if (!/:has\(/i.test(rule.selector)) return;
    report({ ruleName: hasName, result, node: rule, message: hasMessages.rejected(rule.selector) });
  });
});
noHasSelector.ruleName = hasName;
noHasSelector.messages = hasMessages;

export default [colorMixInSupports, noHasSelector];
