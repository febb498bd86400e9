'use strict';

/**
 * Every literal password that appears in this repository (example files, tests, scripts, docs): public, so
 * with NODE_ENV=production the CMS refuses CMS_ADMIN_PASSWORD when it is one of them, and refuses to start
 * while an admin user still signs in with one (src/utils/production-checks.js). cms/test/production-secrets.test.mjs
 * scans the repository and fails when a password literal is missing here: add it when you add one.
 */
const REPO_PASSWORDS = [
  'ChangeMe2024',
  'EditorLinx2024',
  'EditoraLinx2024',
  'EditoraE2e2024',
  'BenchLinx2024',
  'Simulacro2026',
  'Intruso123',
  'JefaDeReglas-2043',
  'RedactoraSinPublicar-43',
  'LectoraLinx2024',
  // cms/README.md's PostgreSQL example (a database password, refused as an admin's all the same).
  'change-me',
];

const KNOWN = new Set(REPO_PASSWORDS.map((password) => password.toLowerCase()));

/** Whether `password` is one of the repository's (whatever its letter case). */
const isRepoPassword = (password) => KNOWN.has(String(password).toLowerCase());

module.exports = { REPO_PASSWORDS, isRepoPassword };
