// Rich text of posts as the admin's editor writes it, reduced to a safe subset before it is stored: no scripts,
// no event handlers, no styles; links only to http(s), mail and phone; images only from the site's own media.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'hr', 'img', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'], th: ['scope'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^\/(media|img)\//.test(frame.attribs['src'] ?? ''),
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h2',
    a: (tagName, attribs) => {
      const out: Record<string, string> = { ...attribs };
      if (out['target'] === '_blank') out['rel'] = 'noopener noreferrer';
      else {
        delete out['target'];
        delete out['rel'];
      }
      return { tagName, attribs: out };
    },
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The text of HTML without tags (for descriptions, e.g. meta tags). */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}
