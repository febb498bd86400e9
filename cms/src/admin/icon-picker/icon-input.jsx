import { useId, useMemo, useRef, useState } from 'react';
import { Box, Field, Flex, TextInput, Typography } from '@strapi/design-system';
import { names } from '../../admin-labels/icon-names.json';
import { IconDrawing } from './icon-drawing';

const NONE = '';

/** Lower case without accents, to search «camion» and find «Camión». */
const plain = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const optionStyle = (checked) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 4,
  padding: '8px 4px',
  minHeight: 72,
  borderRadius: 4,
  border: checked ? '2px solid #4945ff' : '1px solid #dcdce4',
  background: checked ? '#f0f0ff' : '#ffffff',
  color: '#32324d',
  cursor: 'pointer',
  font: 'inherit',
  fontSize: 12,
  lineHeight: 1.2,
  textAlign: 'center',
});

/**
 * The icon field of the sections' cards, steps, figures and values (custom field global::icon): the icons as
 * drawings with their Spanish names, as a radio group (Tab enters it at the chosen icon, the arrow keys move and
 * choose, Home/End go to the ends), filtered by a search box. The value stored is the icon's lucide name, one of
 * the field's enumeration.
 */
export const IconInput = ({ name, attribute, value, onChange, label, hint, required, disabled, error, labelAction }) => {
  const groupLabel = useId();
  const [query, setQuery] = useState('');
  const refs = useRef(new Map());
  const icons = attribute?.enum ?? [];
  const options = useMemo(() => {
    const all = [...(required ? [] : [NONE]), ...icons];
    const q = plain(query.trim());
    if (!q) return all;
    return all.filter((icon) => icon !== NONE && (plain(names[icon] ?? '').includes(q) || plain(icon).includes(q)));
  }, [icons, query, required]);
  const current = value ?? NONE;
  const focusable = options.includes(current) ? current : options[0];

  const choose = (icon) => {
    if (disabled) return;
    onChange(name, icon === NONE ? null : icon);
  };
  const move = (event, index) => {
    const last = options.length - 1;
    const to = { ArrowRight: index + 1, ArrowDown: index + 1, ArrowLeft: index - 1, ArrowUp: index - 1, Home: 0, End: last }[
      event.key
    ];
    if (to === undefined) return;
    event.preventDefault();
    const next = options[Math.min(Math.max(to, 0), last)];
    choose(next);
    refs.current.get(next)?.focus();
  };

  return (
    <Field.Root name={name} hint={hint} error={error} required={required}>
      <Flex direction="column" alignItems="stretch" gap={2}>
        <Field.Label action={labelAction} id={groupLabel}>
          {label}
        </Field.Label>
        <Flex gap={3} alignItems="center">
          <Box color="neutral800" aria-hidden="true">
            <IconDrawing name={current} size={32} />
          </Box>
          <Typography variant="omega" textColor="neutral800">
            {current ? `Elegido: ${names[current] ?? current}` : 'Sin ícono'}
          </Typography>
        </Flex>
        <TextInput
          aria-label={`Buscar un ícono para «${label}»`}
          placeholder="Busca un ícono por su nombre (p. ej. «reloj»)"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          disabled={disabled}
        />
        <div
          role="radiogroup"
          aria-labelledby={groupLabel}
          aria-required={required || undefined}
          aria-disabled={disabled || undefined}
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
            gap: 6,
            maxHeight: 248,
            overflowY: 'auto',
            padding: 2,
          }}
        >
          {options.map((icon, index) => {
            const checked = icon === current;
            return (
              <button
                key={icon || 'none'}
                ref={(element) => (element ? refs.current.set(icon, element) : refs.current.delete(icon))}
                type="button"
                role="radio"
                aria-checked={checked}
                tabIndex={icon === focusable ? 0 : -1}
                disabled={disabled}
                onClick={() => choose(icon)}
                onKeyDown={(event) => move(event, index)}
                style={optionStyle(checked)}
              >
                {icon ? <IconDrawing name={icon} /> : <span aria-hidden="true">—</span>}
                <span>{icon ? (names[icon] ?? icon) : 'Sin ícono'}</span>
              </button>
            );
          })}
          {options.length === 0 && (
            <Typography variant="pi" textColor="neutral600">
              Ningún ícono se llama así.
            </Typography>
          )}
        </div>
        <Field.Hint />
        <Field.Error />
      </Flex>
    </Field.Root>
  );
};

export default IconInput;
