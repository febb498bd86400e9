/** The seven services of the contact form's select (docs/site.md §5), in display order. */
export const SERVICE_OPTIONS = [
  'Cartelería Digital',
  'Gestión de Contenidos',
  'Tecnología Lift & Learn',
  'Medición de Audiencia',
  'Asistente IA',
  'Cloud Services',
  'Cotización de Productos',
] as const;

export type ServiceOption = (typeof SERVICE_OPTIONS)[number];

export function isServiceOption(value: unknown): value is ServiceOption {
  return typeof value === 'string' && (SERVICE_OPTIONS as readonly string[]).includes(value);
}
