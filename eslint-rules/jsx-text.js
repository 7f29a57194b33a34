import { problemMeta } from './rule-meta.js';

/**
 * No visible text written in JSX (DESIGN.md §8: every text comes from the message catalogue,
 * MESSAGES of @lastro/domain). Reports
 *  - JSX text containing a letter (`<b>Salvar</b>`); punctuation, digits and whitespace pass;
 *  - a string literal with a letter as a JSX child (`{'Salvar'}`, `{`Salvar`}`);
 *  - a string literal with a letter in a visible-text attribute (label, title, placeholder,
 *    aria-label, helperText, alt, ...), written as `label="x"` or `label={'x'}`.
 * Options: { attributes?: string[] } replaces the list of visible-text attributes.
 */

const LETTER = /\p{L}/u;

const VISIBLE_ATTRIBUTES = [
  'label',
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'helperText',
  'alt',
  'tooltip',
  'subheader',
  'primary',
  'secondary',
  'emptyText',
  'noOptionsText',
  'loadingText',
];

/** The text of a string literal or an expression-free template literal, else null. */
function staticText(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && node.expressions.length === 0) return node.quasis[0].value.cooked ?? '';
  return null;
}

const jsxText = {
  meta: problemMeta(
    'visible JSX text comes from the message catalogue (MESSAGES)',
    { attributes: { type: 'array', items: { type: 'string' } } },
    { text: "visible text '{{text}}' written in JSX: take it from MESSAGES (packages/domain/src/messages)." },
  ),
  create(context) {
    const attributes = new Set(context.options[0]?.attributes ?? VISIBLE_ATTRIBUTES);
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (LETTER.test(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type !== 'JSXElement' && node.parent.type !== 'JSXFragment') return;
        const text = staticText(node.expression);
        if (text !== null && LETTER.test(text)) report(node, text);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXNamespacedName' ? node.name.name.name : node.name.name;
        if (!attributes.has(name) || !node.value) return;
        const text =
          node.value.type === 'JSXExpressionContainer' ? staticText(node.value.expression) : staticText(node.value);
        if (text !== null && LETTER.test(text)) report(node.value, text);
      },
    };
  },
};

export default jsxText;
