// A content change as the renderer passes it along: the CMS's write hook names the entry
// (cms/src/utils/render-hook.js), the service queues it and the render run selects the pages from it
// (render-targets.mjs). On the command line and in the queue a change is one token:
//   article                      any entry of the model may have changed (a model-wide change)
//   article:<documentId>:<action>  one entry; the action says whether lists change (LIST_ACTIONS)

/** Actions the CMS's hook sends for one entry. */
export const ENTRY_ACTIONS = new Set(['create', 'update', 'reorder', 'delete', 'publish', 'unpublish', 'discardDraft']);

/**
 * Actions that change which entries a list holds, or their order: every listing page of the model
 * renders again, not only those that showed the entry. `update` and `discardDraft` change the entry
 * alone (a draft is never public).
 */
export const LIST_ACTIONS = new Set(['create', 'reorder', 'delete', 'publish', 'unpublish']);

/** Strapi's document ids: 24 lower-case letters and digits (longer accepted, never other characters). */
const DOCUMENT_ID = /^[a-z0-9]{1,64}$/;

export const isDocumentId = (value) => typeof value === 'string' && DOCUMENT_ID.test(value);

/** `{ model, documentId?, action? }` → its token. */
export const changeToken = ({ model, documentId, action }) =>
  documentId === undefined ? model : `${model}:${documentId}:${action}`;

/** A token → `{ model, documentId?, action? }`; null when it is malformed. */
export const parseChangeToken = (token) => {
  const [model, documentId, action, ...rest] = String(token).split(':');
  if (!model || rest.length > 0) return null;
  if (documentId === undefined) return { model };
  return isDocumentId(documentId) && ENTRY_ACTIONS.has(action) ? { model, documentId, action } : null;
};
