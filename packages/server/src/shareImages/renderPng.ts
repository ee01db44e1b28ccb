import sharp from 'sharp';

/** Draws an SVG as PNG with sharp (librsvg; Chinese text through the machine's CJK fonts). */
export function svgToPng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
