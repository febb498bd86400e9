/**
 * Sample figures of the AdReactiON dashboard mock-up: illustrative data, not claims, part of the drawing as the
 * words inside an SVG illustration are (the CMS names the demo and titles its section: `sections.demo`).
 */
export const audienceDashboard = {
  label: 'Ejemplo del dashboard de AdReactiON',
  title: 'Mall Plaza Centro · Pantalla acceso norte',
  period: 'Últimos 7 días',
  kpis: [
    { label: 'Personas que pasaron', value: '12.480' },
    { label: 'Miradas a la pantalla', value: '4.362' },
    { label: 'Atención promedio', value: '6,4 s' },
    { label: 'Tasa de atención', value: '35%' },
  ],
  hourly: {
    title: 'Audiencia por hora',
    summary: 'La audiencia crece desde las 10:00, alcanza su máximo a las 19:00 y baja hacia las 21:00.',
    bars: [
      { hour: '10', value: 32 },
      { hour: '11', value: 45 },
      { hour: '12', value: 68 },
      { hour: '13', value: 84 },
      { hour: '14', value: 61 },
      { hour: '15', value: 48 },
      { hour: '16', value: 52 },
      { hour: '17', value: 70 },
      { hour: '18', value: 88 },
      { hour: '19', value: 100 },
      { hour: '20', value: 76 },
      { hour: '21', value: 40 },
    ],
  },
  profile: {
    title: 'Perfil estimado',
    rows: [
      { label: '18–24 años', value: 22 },
      { label: '25–34 años', value: 34 },
      { label: '35–44 años', value: 24 },
      { label: '45 años o más', value: 20 },
    ],
  },
  topContent: {
    title: 'Contenido con mayor atención',
    rows: [
      { label: 'Campaña invierno', value: '8,1 s' },
      { label: 'Lanzamiento zapatillas', value: '7,3 s' },
      { label: 'Promoción patio de comidas', value: '5,9 s' },
    ],
  },
} as const;

export type AudienceDashboardData = typeof audienceDashboard;
