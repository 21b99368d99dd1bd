/**
 * The little XML the SMS gateway speaks: flat documents of elements and text. Elements are known by their local
 * name (the gateway may or may not put a default namespace on its answers), attributes are ignored, and a
 * document type or entity declaration is refused outright (no entity is ever expanded beyond the five
 * predefined ones and character references).
 */

export interface XmlElement {
  name: string;
  children: XmlElement[];
  /** The element's own text (concatenated), entities decoded. */
  text: string;
}

export class XmlError extends Error {}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|\w+);/g, (whole, ref: string) => {
    if (ref.startsWith('#x')) return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith('#')) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    const named = NAMED[ref];
    if (named === undefined) throw new XmlError(`unknown entity ${whole}`);
    return named;
  });
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** Parses one document; throws XmlError when it is not well-formed XML of this simple kind. */
export function parseXml(source: string): XmlElement {
  if (/<!DOCTYPE|<!ENTITY/i.test(source)) throw new XmlError('document type declarations are not accepted');
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  let pos = 0;
  while (pos < source.length) {
    const lt = source.indexOf('<', pos);
    const text = lt === -1 ? source.slice(pos) : source.slice(pos, lt);
    if (text.length > 0) {
      const top = stack.at(-1);
      if (top) top.text += decode(text);
      else if (text.trim()) throw new XmlError('text outside the root element');
    }
    if (lt === -1) break;
    if (source.startsWith('<?', lt)) {
      const end = source.indexOf('?>', lt);
      if (end === -1) throw new XmlError('unterminated declaration');
      pos = end + 2;
    } else if (source.startsWith('<!--', lt)) {
      const end = source.indexOf('-->', lt);
      if (end === -1) throw new XmlError('unterminated comment');
      pos = end + 3;
    } else if (source.startsWith('<![CDATA[', lt)) {
      const end = source.indexOf(']]>', lt);
      const top = stack.at(-1);
      if (end === -1 || !top) throw new XmlError('misplaced CDATA');
      top.text += source.slice(lt + 9, end);
      pos = end + 3;
    } else {
      const end = source.indexOf('>', lt);
      if (end === -1) throw new XmlError('unterminated tag');
      const tag = source.slice(lt + 1, end);
      pos = end + 1;
      if (tag.startsWith('/')) {
        const open = stack.pop();
        if (!open || open.name !== localName(tag.slice(1).trim())) throw new XmlError(`unexpected </${tag.slice(1)}>`);
        continue;
      }
      const selfClosing = tag.endsWith('/');
      const match = /^([A-Za-z_][\w.:-]*)(\s[^]*)?$/.exec(selfClosing ? tag.slice(0, -1) : tag);
      if (!match) throw new XmlError(`bad tag <${tag}>`);
      const element: XmlElement = { name: localName(match[1]!), children: [], text: '' };
      const parent = stack.at(-1);
      if (parent) parent.children.push(element);
      else if (root) throw new XmlError('more than one root element');
      else root = element;
      if (!selfClosing) stack.push(element);
    }
  }
  if (!root || stack.length > 0) throw new XmlError(root ? 'unclosed element' : 'no root element');
  return root;
}

/** The first child element of that local name. */
export const child = (element: XmlElement, name: string) => element.children.find((c) => c.name === name);
/** The trimmed text of the first child of that name; undefined when there is none. */
export const childText = (element: XmlElement, name: string) => child(element, name)?.text.trim();
