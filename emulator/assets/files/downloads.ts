// Downloadable demo files, generated at load time from readable text: a minimal valid PDF, a CSV template and a
// ZIP archive (stored, uncompressed) holding two text files.
const encoder = new TextEncoder();

/** A one-page PDF with the given lines of text; xref offsets are computed so strict readers accept it. */
export const pdf = (title: string, lines: readonly string[]): Uint8Array => {
  const escapePdf = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = [title, '', ...lines]
    .map((line, index) => `BT /F1 ${index === 0 ? 18 : 11} Tf 56 ${780 - index * 18} Td (${escapePdf(line)}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return encoder.encode(body);
};

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

const crc32 = (bytes: Uint8Array): number => {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

/** A ZIP archive with stored (uncompressed) entries: tiny, and any unzip tool opens it. */
export const zip = (files: Readonly<Record<string, string>>): Uint8Array => {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const nameBytes = encoder.encode(name);
    const data = encoder.encode(content);
    const crc = crc32(data);
    const local = new DataView(new ArrayBuffer(30));
    local.setUint32(0, 0x04034b50, true);
    local.setUint16(4, 10, true);
    local.setUint32(14, crc, true);
    local.setUint32(18, data.length, true);
    local.setUint32(22, data.length, true);
    local.setUint16(26, nameBytes.length, true);
    const header = new DataView(new ArrayBuffer(46));
    header.setUint32(0, 0x02014b50, true);
    header.setUint16(4, 20, true);
    header.setUint16(6, 10, true);
    header.setUint32(16, crc, true);
    header.setUint32(20, data.length, true);
    header.setUint32(24, data.length, true);
    header.setUint16(28, nameBytes.length, true);
    header.setUint32(42, offset, true);
    parts.push(new Uint8Array(local.buffer), nameBytes, data);
    central.push(new Uint8Array(header.buffer), nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0);
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, Object.keys(files).length, true);
  end.setUint16(10, Object.keys(files).length, true);
  end.setUint32(12, centralSize, true);
  end.setUint32(16, offset, true);
  const all = [...parts, ...central, new Uint8Array(end.buffer)];
  const out = new Uint8Array(all.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of all) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

export const downloads = {
  'retail-standards-2025.pdf': () =>
    pdf('Retail standards 2025', [
      'Showroom layout, customer journey and service quality standards',
      'for the brand retail network. Demo document of the local emulator.',
    ]),
  'biodiversity-catalogue.pdf': () =>
    pdf('Biodiversity catalogue', ['Native plants, insect hotels and meadow strips for retail sites.', 'Demo document of the local emulator.']),
  'price-list-template.csv': () =>
    encoder.encode('model,trim,list_price_eur,retail_price_eur\nCity EV,Base,29990,\nCity EV,Plus,33490,\nTourer,Style,38900,\n'),
  'dealer-starter-kit.zip': () =>
    zip({
      'README.txt': 'Dealer starter kit (demo)\n\nContains the checklist for opening a new retail point.\n',
      'opening-checklist.txt': '1. Sign the retail agreement\n2. Order the showroom signage\n3. Train the sales team\n',
    }),
  'service-hours.txt': () => encoder.encode('Retail support desk\nMonday to Friday, 8:00 to 18:00 CET\nsupport@retail.example\n'),
} as const;

export type DownloadFileName = keyof typeof downloads;
