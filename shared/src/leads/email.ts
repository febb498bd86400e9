/**
 * The corporate-email rule (docs/site.md §5, docs/decisions.md): a valid address whose top-level domain has at
 * least two letters and whose domain is not one of the free webmail domains below (exact domain,
 * any letter case; subdomains such as mail.gmail.com are not blocked).
 *
 * Two forms of the same rule: `EMAIL_PATTERN` for the form's `pattern` attribute (the browser anchors
 * it and compiles it with the `v` flag, and the attribute cannot carry the `i` flag) and
 * `isCorporateEmail` for code. Both are generated from the same pieces below; tests check they agree.
 */
export const BLOCKED_EMAIL_DOMAINS = ['gmail.com', 'hotmail.com', 'yahoo.com', 'outlook.com'] as const;

export const EMAIL_LOCAL_PART_MAX = 64;
const LABEL_MAX = 63;

// Every character is either alphanumeric or escaped so the source is valid under the `u` and `v`
// flags alike: inside `v`-mode classes `- / { } | ( )` must be escaped and no punctuator may repeat.
const ATOM_CLASS = "[A-Za-z0-9!#$%&'*+\\-\\/=?^_`\\{\\|\\}~]";
const ATOM = `${ATOM_CLASS}+`;
const LOCAL_PART = `(?=[^@]{1,${EMAIL_LOCAL_PART_MAX}}@)${ATOM}(?:\\.${ATOM})*`;
const LABEL = `[A-Za-z0-9](?:[A-Za-z0-9\\-]{0,${LABEL_MAX - 2}}[A-Za-z0-9])?`;
const TLD = `[A-Za-z]{2,${LABEL_MAX}}`;
const DOMAIN = `(?:${LABEL}\\.)+${TLD}`;

/** `gmail.com` → `[Gg][Mm][Aa][Ii][Ll]\.[Cc][Oo][Mm]`: case-insensitive without the `i` flag. */
function caseInsensitiveLiteral(text: string): string {
  return Array.from(text, (char) => {
    const lower = char.toLowerCase();
    const upper = char.toUpperCase();
    if (lower !== upper) return `[${upper}${lower}]`;
    return /[A-Za-z0-9-]/.test(char) ? char : `\\${char}`;
  }).join('');
}

const BLOCKED_DOMAIN = `(?:${BLOCKED_EMAIL_DOMAINS.map(caseInsensitiveLiteral).join('|')})`;

/**
 * Source for `<input pattern>`: matches a whole corporate address once the browser wraps it as
 * `^(?:…)$`. The look-ahead after `@` rejects the blocked domains when they are the whole domain.
 */
export const EMAIL_PATTERN = `${LOCAL_PART}@(?!${BLOCKED_DOMAIN}$)${DOMAIN}`;

const ADDRESS_REGEX = new RegExp(`^${LOCAL_PART}@(${DOMAIN})$`, 'u');

/** The domain of a syntactically valid address (TLD of 2+ letters), lower-cased; otherwise null. */
export function emailDomain(email: string): string | null {
  const match = ADDRESS_REGEX.exec(email);
  return match ? match[1].toLowerCase() : null;
}

export function isBlockedEmailDomain(domain: string): boolean {
  return (BLOCKED_EMAIL_DOMAINS as readonly string[]).includes(domain.toLowerCase());
}

/** True for a valid address on a domain other than the blocked webmail domains. */
export function isCorporateEmail(email: string): boolean {
  const domain = emailDomain(email);
  return domain !== null && !isBlockedEmailDomain(domain);
}
