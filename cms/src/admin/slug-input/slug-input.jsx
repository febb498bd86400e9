import { useEffect, useState } from 'react';
import { Button, Field, Flex, TextInput } from '@strapi/design-system';
import { useForm } from '@strapi/admin/strapi-admin';
import { followedSlug, slugify } from './slugify.mjs';

const isCreating = () => /\/create\/?$/.test(window.location.pathname);

/**
 * The address field of articles, cases and products (custom field global::slug, a `uid` with its
 * `targetField`): on a new entry it follows the title (or the company, or the name) as the editor types it,
 * until the editor edits the slug itself; «Seguir al título» makes it follow again. An existing entry's slug
 * never changes by itself (renaming a published one moves its page, and leaves a redirect).
 */
export const SlugInput = ({ name, attribute, value, onChange, label, hint, required, disabled, error, labelAction, placeholder }) => {
  const targetField = attribute?.targetField;
  const title = useForm('SlugInput', (form) => (targetField ? form.values[targetField] : undefined));
  const [following, setFollowing] = useState(() => isCreating() && (!value || value === slugify(title)));

  useEffect(() => {
    const next = followedSlug({ following, title, slug: value });
    if (next !== null) onChange(name, next);
  }, [following, title, value, name, onChange]);

  return (
    <Field.Root name={name} hint={hint} error={error} required={required}>
      <Field.Label action={labelAction}>{label}</Field.Label>
      <Flex gap={2} alignItems="stretch">
        <TextInput
          value={value ?? ''}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(event) => {
            setFollowing(false);
            onChange(name, event.target.value);
          }}
          style={{ flex: 1 }}
        />
        {!following && targetField && !disabled && (
          <Button variant="tertiary" onClick={() => setFollowing(true)}>
            Seguir al título
          </Button>
        )}
      </Flex>
      <Field.Hint />
      <Field.Error />
    </Field.Root>
  );
};

export default SlugInput;
