'use strict';

/**
 * /sobre-nosotros (docs/site.md §3 "About"), built from sections: the banner, mission, vision and values as the
 * site showed them when its words lived in code, in the same order. The team and the partners are the CMS's
 * team and partner collections.
 */
module.exports = {
  path: '/sobre-nosotros',
  label: 'Sobre Nosotros',
  title: 'Sobre Nosotros',
  description:
    'Conoce a LINX: más de una década transformando ideas en soluciones de cartelería digital, datos e inteligencia artificial para empresas en Chile.',
  keywords: 'LINX, sobre nosotros, equipo, misión, visión, partners, Santiago de Chile',
  noindex: false,
  schemaType: 'AboutPage',
  sections: [
    {
      __component: 'sections.page-hero',
      eyebrow: 'Sobre LINX',
      title: 'Transformamos Ideas en Realidad',
      lead: 'Hace más de una década nacimos en Santiago con una convicción: la tecnología tiene sentido cuando crea vínculos reales entre marcas, personas y equipos. Hoy acompañamos a empresas de todo Chile.',
      image: { file: 'pages/about-banner.svg', alt: 'Equipo de LINX reunido frente a un videowall con indicadores' },
      actions: [{ kind: 'link', label: 'Conversemos', target: '/contacto', variant: 'primary' }],
    },
    {
      __component: 'sections.purpose-cards',
      eyebrow: 'Propósito',
      title: 'Lo que nos mueve',
      tone: 'light',
      items: [
        {
          icon: 'Target',
          title: 'Misión',
          description:
            'Conectar a las marcas con sus audiencias y a los equipos con la tecnología, entregando soluciones simples, medibles y bien implementadas que generan valor desde el primer día.',
        },
        {
          icon: 'Eye',
          title: 'Visión',
          description:
            'Ser el socio tecnológico de referencia en Latinoamérica para experiencias de cliente y productividad, reconocido por la cercanía de su equipo y los resultados de sus clientes.',
        },
      ],
    },
    {
      __component: 'sections.value-cards',
      eyebrow: 'Nuestros valores',
      title: 'Conoce Nuestro ADN',
      lead: 'Seis principios que guían cómo diseñamos, implementamos y acompañamos cada proyecto.',
      tone: 'soft',
      items: [
        { icon: 'HeartHandshake', title: 'Pasión por el cliente', description: 'Partimos por entender a quien usará la solución y trabajamos hacia atrás.', colour: 'accent' },
        { icon: 'Lightbulb', title: 'Inventar y simplificar', description: 'Buscamos la forma más simple de resolver problemas complejos.', colour: 'info' },
        { icon: 'Handshake', title: 'Ganar la confianza', description: 'Cumplimos lo que prometemos y hablamos con transparencia, también cuando algo sale mal.', colour: 'ink' },
        { icon: 'Sparkles', title: 'Iniciativas creativas', description: 'Proponemos ideas nuevas y las probamos rápido, con datos en la mano.', colour: 'accent' },
        { icon: 'TrendingUp', title: 'Crecimiento constante', description: 'Aprendemos de cada proyecto y compartimos lo aprendido con el equipo.', colour: 'info' },
        { icon: 'Rocket', title: 'Ir siempre más allá', description: 'No nos quedamos en la entrega: acompañamos hasta ver resultados.', colour: 'ink' },
      ],
    },
    {
      __component: 'sections.team-grid',
      eyebrow: 'Personas',
      title: 'Nuestro Equipo',
      lead: 'Especialistas en tecnología, contenido y negocio que trabajan codo a codo con cada cliente.',
      tone: 'light',
    },
    {
      __component: 'sections.partner-carousel',
      eyebrow: 'Alianzas',
      title: 'Nuestros Partners',
      lead: 'Trabajamos con fabricantes y plataformas líderes para ofrecer soluciones confiables y con respaldo.',
      tone: 'soft',
      carouselLabel: 'Partners de LINX',
    },
    {
      __component: 'sections.cta-band',
      title: '¿Quieres sumarte a nuestra historia?',
      lead: 'Conversemos sobre tu próximo proyecto y cómo podemos hacerlo realidad juntos.',
      actions: [{ kind: 'link', label: 'Contáctanos', target: '/contacto', variant: 'primary' }],
    },
  ],
};
