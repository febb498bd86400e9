'use strict';

/**
 * /servicios/medicion-audiencia (docs/site.md §2 "Audience measurement", AdReactiON), built from sections: the
 * page's copy, hero video and partner illustration as the site showed them when its words lived in code, in the
 * same order. The dashboard is a demonstration the site draws (`sections.demo`), with sample figures.
 */
const PARTNER = 'PeopleSense';
const HERO_VIDEO_LABEL = 'Animación de AdReactiON detectando de forma anónima a tres personas frente a una pantalla';

module.exports = {
  path: '/servicios/medicion-audiencia',
  title: 'Medición de Audiencia',
  description: `AdReactiON, impulsado por ${PARTNER}: mide cuántas personas ven tus pantallas, por cuánto tiempo y cómo reaccionan, de forma anónima y en tiempo real.`,
  keywords:
    'medición de audiencia, AdReactiON, analítica de audiencia, visión artificial, digital signage, métricas de pantallas, retail analytics',
  noindex: false,
  schemaType: 'Service',
  sections: [
    {
      __component: 'sections.page-hero',
      eyebrow: 'AdReactiON',
      title: 'Medición de audiencia: descubre quién mira tus pantallas',
      lead: 'AdReactiON cuenta a las personas frente a cada pantalla, mide su atención y estima su perfil de forma anónima. Por fin sabrás qué contenido funciona y dónde.',
      video: [
        { file: 'services/adreaction-hero.webm', alt: HERO_VIDEO_LABEL },
        { file: 'services/adreaction-hero.mp4', alt: HERO_VIDEO_LABEL },
      ],
      poster: { file: 'services/adreaction-hero-poster.png', alt: HERO_VIDEO_LABEL },
      videoTitle: 'AdReactiON mide la audiencia de una pantalla',
      actions: [
        { kind: 'consultancy', variant: 'primary' },
        { kind: 'anchor', label: 'Ver el dashboard', target: 'dashboard', variant: 'secondary' },
      ],
    },
    {
      __component: 'sections.split-media',
      eyebrow: 'Tecnología partner',
      title: `Impulsado por ${PARTNER}`,
      lead: `AdReactiON combina nuestra plataforma de señalización digital con los algoritmos de visión artificial de ${PARTNER}, especialista mundial en analítica de personas. Nosotros instalamos, integramos y te acompañamos; su motor procesa las imágenes en el mismo equipo y solo envía datos anónimos.`,
      tone: 'light',
      bullets:
        'Sensores ópticos compactos instalados junto a la pantalla\nProcesamiento local: ninguna imagen se guarda ni se transmite\nMétricas agregadas disponibles en la nube en minutos',
      image: {
        file: 'services/adreaction-partner.svg',
        alt: 'Sensor óptico junto a una pantalla enviando métricas anónimas a un panel en la nube',
      },
      reverse: false,
    },
    {
      __component: 'sections.feature-grid',
      eyebrow: 'Características',
      title: 'Todo lo que ocurre frente a tu pantalla',
      tone: 'soft',
      columns: 'three',
      iconTone: 'accent',
      items: [
        { icon: 'Users', title: 'Conteo de audiencia', description: 'Personas que pasan, personas que miran y oportunidades de ver, hora a hora.' },
        { icon: 'Clock', title: 'Tiempo de atención', description: 'Cuántos segundos mira cada persona y qué contenido retiene más la mirada.' },
        { icon: 'ScanFace', title: 'Perfil demográfico anónimo', description: 'Rangos de edad y género estimados, sin identificar jamás a nadie.' },
        { icon: 'Smile', title: 'Reacciones', description: 'Expresiones de interés o sorpresa asociadas a cada pieza de contenido.' },
        { icon: 'Flame', title: 'Mapas de calor', description: 'Zonas y horarios de mayor tránsito para ubicar y programar mejor tus pantallas.' },
        { icon: 'ShieldCheck', title: 'Privacidad por diseño', description: 'Procesamiento en el borde, datos agregados y cumplimiento de la normativa vigente.' },
      ],
    },
    {
      __component: 'sections.stat-cards',
      eyebrow: 'Beneficios',
      title: 'Decisiones con datos reales, no con supuestos',
      tone: 'dark',
      items: [
        { icon: 'Target', value: '+98%', label: 'precisión de detección', context: 'en el conteo de personas frente a la pantalla.' },
        { icon: 'Eye', value: '+1B', label: 'impresiones medidas', context: 'por la tecnología de nuestro partner en el mundo.' },
        { icon: 'Megaphone', value: '80%', label: 'recordación de marca', context: 'en campañas optimizadas con datos de audiencia.' },
      ],
    },
    {
      __component: 'sections.demo',
      eyebrow: 'Dashboard',
      title: 'Tu audiencia, en un solo panel',
      lead: 'Indicadores por pantalla, campaña y horario, exportables y listos para compartir con tus anunciantes.',
      anchor: 'dashboard',
      tone: 'light',
      demo: 'audience-dashboard',
    },
    {
      __component: 'sections.use-case-cards',
      eyebrow: 'Casos de uso',
      title: 'Dónde AdReactiON marca la diferencia',
      tone: 'soft',
      columns: 'four',
      items: [
        { icon: 'ShoppingBag', title: 'Retail', bullets: 'Efectividad de promociones en góndola\nTráfico por horario y zona\nPruebas A/B de contenidos' },
        {
          icon: 'Building2',
          title: 'Centros comerciales',
          bullets: 'Audiencia certificada para anunciantes\nValorización de espacios publicitarios\nFlujo en accesos y patios de comida',
        },
        {
          icon: 'UtensilsCrossed',
          title: 'Restaurantes',
          bullets: 'Atención a menu boards\nPerfil de clientes por franja horaria\nImpacto de combos destacados',
        },
        {
          icon: 'Train',
          title: 'Transporte y espacios públicos',
          bullets: 'Impresiones en estaciones y terminales\nHoras punta de audiencia\nReportes para campañas de gran escala',
        },
      ],
      actions: [{ kind: 'consultancy', label: 'Quiero medir mi audiencia', variant: 'primary' }],
    },
  ],
};
