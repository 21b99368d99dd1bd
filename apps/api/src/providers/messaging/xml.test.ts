import { describe, expect, it } from 'vitest';
import { childText, escapeXml, parseXml, XmlError } from './xml.js';

describe('the gateway XML reader', () => {
  it('reads elements by local name, with or without a namespace, and decodes entities', () => {
    const answer = parseXml(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
        '<response xmlns="http://Giper.mobi/schema/Message"><id>A1</id><status>4</status>' +
        '<message>Недостаточно &amp; &lt;средств&gt; &#8470;1</message><!-- note --></response>',
    );
    expect(answer.name).toBe('response');
    expect(childText(answer, 'status')).toBe('4');
    expect(childText(answer, 'message')).toBe('Недостаточно & <средств> №1');
    const prefixed = parseXml('<g:report xmlns:g="x"><g:dr><g:id>7</g:id></g:dr><empty/></g:report>');
    expect(prefixed.children.map((c) => c.name)).toEqual(['dr', 'empty']);
    expect(childText(prefixed.children[0]!, 'id')).toBe('7');
    expect(childText(prefixed, 'missing')).toBeUndefined();
  });

  it('refuses document type declarations, unknown entities and broken documents', () => {
    expect(() => parseXml('<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>')).toThrow(XmlError);
    expect(() => parseXml('<r>&x;</r>')).toThrow(XmlError);
    expect(() => parseXml('<r><a></r>')).toThrow(XmlError);
    expect(() => parseXml('Service unavailable')).toThrow(XmlError);
    expect(() => parseXml('<html><body>502</body></html>trailing')).toThrow(XmlError);
    expect(() => parseXml('')).toThrow(XmlError);
  });

  it('escapes text for a request', () => {
    expect(escapeXml(`Рейс <KC-123> & "Ош" 'ok'`)).toBe('Рейс &lt;KC-123&gt; &amp; &quot;Ош&quot; &apos;ok&apos;');
  });
});
