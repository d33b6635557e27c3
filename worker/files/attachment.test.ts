import { describe, expect, it } from 'vitest';
import { attachment } from './attachment';

describe('attachment: Content-Disposition for a download (RFC 6266, RFC 8187)', () => {
  it('names a plain file twice: quoted, and as UTF-8', () => {
    expect(attachment('price-list-template.csv')).toBe(`attachment; filename="price-list-template.csv"; filename*=UTF-8''price-list-template.csv`);
  });

  it('keeps non-ASCII names in filename* and gives old clients an ASCII stand-in', () => {
    expect(attachment('Právidla 2025.pdf')).toBe(`attachment; filename="Pr_vidla 2025.pdf"; filename*=UTF-8''Pr%C3%A1vidla%202025.pdf`);
  });

  it('lets no quote, backslash, semicolon or line break end or extend the header', () => {
    const value = attachment(`a"; filename="evil.html\\'(x)*;\r\nSet-Cookie: y.pdf`);
    expect(value).not.toMatch(/[\r\n]/);
    expect(value.match(/"/g)).toHaveLength(2);
    expect(value).toContain(`filename*=UTF-8''a%22%3B%20filename%3D%22evil.html%5C%27%28x%29%2A%3B%0D%0ASet-Cookie%3A%20y.pdf`);
  });
});
