// Bytes of each page's HTML as a browser receives it (gzip), and whether it carries the page
// (rendered ahead of time: its state block is there).
import http from 'node:http';
import https from 'node:https';
import { renderProtocol } from '../../shared/src/rendering/render-protocol.cjs';

const transferred = (url) =>
  new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    const request = client.get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode, gzip: bytes }));
    });
    request.on('error', reject);
  });

export const htmlSizes = async (urls) => {
  const rows = [];
  for (const url of urls) {
    const { status, gzip } = await transferred(url);
    const rendered = (await (await fetch(url)).text()).includes(`id="${renderProtocol.elements.state}"`);
    rows.push({ url, status, gzip, rendered });
  }
  return rows;
};
