// Builds the page from data without ever parsing HTML: learner source and notes are hostile, so
// every value becomes a text node or an attribute value, never markup.

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An HTML element with attributes (functions under on* become listeners) and children. */
export function el(tag, attrs = {}, ...children) {
  return build(document.createElement(tag), attrs, children);
}

/** An SVG element, built the same way. */
export function svg(tag, attrs = {}, ...children) {
  return build(document.createElementNS(SVG_NS, tag), attrs, children);
}

/** Replaces a node's children; strings become text. */
export function show(node, ...children) {
  node.replaceChildren();
  append(node, children);
  return node;
}

function build(node, attrs, children) {
  for (const [name, value] of Object.entries(attrs)) {
    if (value == null || value === false) continue;
    if (name.startsWith('on') && typeof value === 'function') {
      node.addEventListener(name.slice(2), value);
    } else {
      node.setAttribute(name, value === true ? '' : String(value));
    }
  }
  append(node, children);
  return node;
}

function append(node, children) {
  for (const child of children.flat(Infinity)) {
    if (child == null || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}
