import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { teamMembers } from '../../../testing/team-cms';
import { buildSignatureHtml, type SignatureMember } from './signature-html';

/**
 * The generated signature validated by the Nu Html Checker (the W3C validator, from the `vnu-jar`
 * package), each one inside a minimal document as a mail client would hold it.
 */
const vnuJar = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');
const hasJava = spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

// A missing Java is an error, not a quieter run: the suite fails instead of skipping itself.
if (!hasJava) {
  throw new Error('Falta `java` para el Nu Html Checker (apt-get install -y default-jre-headless).');
}

const signatureMembers = teamMembers();
const hostile: SignatureMember & { id: string } = {
  ...signatureMembers[0],
  id: 'hostil',
  name: 'Ana "La Jefa" <b>Pérez</b> & Cía',
  quote: '<script>alert("x")</script> "Siempre" it\'s <img src=x onerror=alert(1)>',
};

const wrap = (member: SignatureMember): string =>
  [
    '<!DOCTYPE html>',
    '<html lang="es">',
    '<head><meta charset="utf-8"><title>Firma de correo</title></head>',
    '<body>',
    buildSignatureHtml(member, { assetsBaseUrl: 'https://www.linx.cl' }),
    '</body>',
    '</html>',
  ].join('\n');

describe('generated signature HTML (Nu Html Checker)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'linx-firmas-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('has no validation errors for any member, hostile text included', () => {
    const bare = { id: 'sin-foto-ni-correo', name: 'Nueva Persona', role: 'Ventas', quote: '' };
    const files = [...signatureMembers, hostile, bare].map((member) => {
      const file = path.join(dir, `${member.id}.html`);
      writeFileSync(file, wrap(member), 'utf8');
      return file;
    });
    const result = spawnSync('java', ['-jar', vnuJar, '--errors-only', ...files], { encoding: 'utf8' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 180_000);
});
