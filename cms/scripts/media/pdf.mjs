// Minimal one-page PDF writer (PDF 1.4, standard Helvetica fonts, WinAnsi = Latin-1 for Spanish accents).

const pdfString = (s) => `(${String(s).replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)')})`;

const wrap = (line, max) => {
  const words = line.split(/\s+/);
  const out = [];
  let cur = '';
  for (const w of words) {
    if ((cur + ' ' + w).trim().length > max) {
      if (cur) out.push(cur);
      cur = w;
    } else cur = (cur + ' ' + w).trim();
  }
  if (cur) out.push(cur);
  return out;
};

const hexToRgb = (hex) => {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((v) => (v / 255).toFixed(3)).join(' ');
};

/**
 * @param {{ title: string, subtitle?: string, paragraphs?: string[], bullets?: string[], specs?: [string,string][], footer?: string }} d
 * @returns {Buffer}
 */
export const makePdf = (d) => {
  const ops = [];
  const W = 595; // A4 points
  const H = 842;
  // Header band (navy) with orange accent.
  ops.push(`${hexToRgb('#0B1B34')} rg 0 ${H - 150} ${W} 150 re f`);
  ops.push(`${hexToRgb('#FF6A13')} rg 0 ${H - 156} ${W} 6 re f`);
  ops.push(`1 1 1 rg BT /F2 14 Tf 48 ${H - 48} Td ${pdfString('LINX')} Tj ET`);
  ops.push(`${hexToRgb('#CFE0FF')} rg BT /F1 9 Tf 92 ${H - 48} Td ${pdfString('Everything about links')} Tj ET`);
  let y = H - 92;
  for (const l of wrap(d.title, 44)) {
    ops.push(`1 1 1 rg BT /F2 20 Tf 48 ${y} Td ${pdfString(l)} Tj ET`);
    y -= 24;
  }
  y = H - 196;
  const body = (s, size = 11, font = 'F1', color = '#0B1B34', indent = 48, max = 88) => {
    for (const l of wrap(s, max)) {
      ops.push(`${hexToRgb(color)} rg BT /${font} ${size} Tf ${indent} ${y} Td ${pdfString(l)} Tj ET`);
      y -= size + 5;
    }
  };
  if (d.subtitle) {
    body(d.subtitle, 13, 'F2', '#1F6FEB', 48, 70);
    y -= 6;
  }
  for (const p of d.paragraphs || []) {
    body(p);
    y -= 8;
  }
  if (d.specs && d.specs.length) {
    body('Especificaciones', 13, 'F2', '#0B1B34');
    for (const [k, v] of d.specs) {
      ops.push(`${hexToRgb('#F4F6FA')} rg 48 ${y - 6} ${W - 96} 20 re f`);
      ops.push(`${hexToRgb('#0B1B34')} rg BT /F2 10 Tf 56 ${y} Td ${pdfString(k)} Tj ET`);
      ops.push(`${hexToRgb('#0B1B34')} rg BT /F1 10 Tf 200 ${y} Td ${pdfString(v)} Tj ET`);
      y -= 24;
    }
    y -= 8;
  }
  if (d.bullets && d.bullets.length) {
    if (d.bulletsTitle) body(d.bulletsTitle, 13, 'F2', '#0B1B34');
    for (const b of d.bullets) {
      ops.push(`${hexToRgb('#FF6A13')} rg 52 ${y + 2} 5 5 re f`);
      body(b, 11, 'F1', '#0B1B34', 66, 84);
      y -= 4;
    }
  }
  ops.push(`${hexToRgb('#8A97AD')} rg BT /F1 8 Tf 48 40 Td ${pdfString(d.footer || 'LINX - Santiago, Chile - contacto@linx.cl')} Tj ET`);

  const content = Buffer.from(ops.join('\n'), 'latin1');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${W} ${H}] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    null, // content stream
    `<< /Title ${pdfString(d.title)} /Author (LINX) /Producer (linx-cms generate-media) >>`,
  ];
  const chunks = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = chunks[0].length;
  const offsets = [];
  objects.forEach((o, i) => {
    offsets.push(offset);
    const head = Buffer.from(`${i + 1} 0 obj\n`, 'latin1');
    const bodyBuf =
      o === null
        ? Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`, 'latin1'), content, Buffer.from('\nendstream', 'latin1')])
        : Buffer.from(o, 'latin1');
    const tail = Buffer.from('\nendobj\n', 'latin1');
    chunks.push(head, bodyBuf, tail);
    offset += head.length + bodyBuf.length + tail.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
};
