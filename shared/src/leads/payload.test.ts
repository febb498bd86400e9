import { SERVICE_OPTIONS, isServiceOption, toLeadPayload } from './index';

describe('SERVICE_OPTIONS', () => {
  it('holds the seven services of the form, in order', () => {
    expect(SERVICE_OPTIONS).toEqual([
      'Cartelería Digital',
      'Gestión de Contenidos',
      'Tecnología Lift & Learn',
      'Medición de Audiencia',
      'Asistente IA',
      'Cloud Services',
      'Cotización de Productos',
    ]);
  });

  it('recognises only those values', () => {
    expect(isServiceOption('Asistente IA')).toBe(true);
    expect(isServiceOption('asistente ia')).toBe(false);
    expect(isServiceOption('')).toBe(false);
    expect(isServiceOption(undefined)).toBe(false);
  });
});

describe('toLeadPayload', () => {
  it('maps the form to the CRM body with description = message + " " + service', () => {
    const payload = toLeadPayload({
      name: 'María José Ñúñez',
      email: 'mjose@empresa.cl',
      company: 'Comercial Andes SpA',
      service: 'Medición de Audiencia',
      message: 'Queremos medir el tráfico en 12 tiendas.',
    });
    expect(payload).toEqual({
      name: 'María José Ñúñez',
      email_from: 'mjose@empresa.cl',
      contact_name: 'Comercial Andes SpA',
      description: 'Queremos medir el tráfico en 12 tiendas. Medición de Audiencia',
    });
    expect(Object.keys(payload)).toEqual(['name', 'email_from', 'contact_name', 'description']);
  });

  it('trims one-line fields and keeps the message as typed', () => {
    const payload = toLeadPayload({
      name: '  Ana ',
      email: ' ana@linx.cl ',
      company: ' LINX ',
      service: 'Cloud Services',
      message: 'Línea 1\nLínea 2 ',
    });
    expect(payload).toEqual({
      name: 'Ana',
      email_from: 'ana@linx.cl',
      contact_name: 'LINX',
      description: 'Línea 1\nLínea 2  Cloud Services',
    });
  });
});
