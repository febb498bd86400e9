import { paths } from '@linx/shared';
import {
  BarChart3,
  Bot,
  Building2,
  Cloud,
  FolderDown,
  Hand,
  LayoutGrid,
  MessagesSquare,
  Mic,
  MonitorPlay,
  Newspaper,
  Rocket,
  Search,
  Send,
  Sparkles,
  Trophy,
  Users,
  type LucideIcon,
} from 'lucide-react';

/** Navigation is data (react.dev habit): header, mobile menu and footer render from these lists. */
export interface MenuItem {
  title: string;
  description: string;
  icon: LucideIcon;
  href: string;
}

export interface ProductPreview {
  title: string;
  description: string;
  href: string;
  /** Key of the preview illustration. */
  image: 'interactive' | 'signage' | 'led' | 'videowall';
  features: string[];
}

export interface MenuGroup {
  id: string;
  title: string;
  items: MenuItem[];
  /** The Productos group previews the catalogue's four categories on hover. */
  previews?: ProductPreview[];
}

const productsUrl = (slug: string) => `${paths.products}?categoria=${slug}`;

export const menuGroups: MenuGroup[] = [
  {
    id: 'soluciones',
    title: 'Soluciones',
    items: [
      {
        title: 'Conecta con tu audiencia',
        description: 'Experiencias que enamoran dentro y fuera de tu tienda.',
        icon: Users,
        href: paths.customerExperience,
      },
      {
        title: 'Impulsa tu productividad',
        description: 'Automatiza procesos y potencia a tus equipos con IA.',
        icon: Rocket,
        href: paths.productivity,
      },
    ],
  },
  {
    id: 'productos',
    title: 'Productos',
    items: [
      {
        title: 'Catálogo de Productos',
        description: 'Pantallas, kioscos, LED y videowalls para cada espacio.',
        icon: LayoutGrid,
        href: paths.products,
      },
    ],
    previews: [
      {
        title: 'Pantallas Interactivas',
        description: 'Kioscos y tótems táctiles de autoatención.',
        href: productsUrl('pantallas-interactivas'),
        image: 'interactive',
        features: ['Multitáctil de 10 puntos', 'Android o Windows', 'Formatos de 32" a 86"'],
      },
      {
        title: 'Pantallas de Cartelería',
        description: 'Displays profesionales para operar 24/7.',
        href: productsUrl('pantallas-carteleria'),
        image: 'signage',
        features: ['Alto brillo para vitrinas', 'Operación 24/7', 'Gestión remota en la nube'],
      },
      {
        title: 'Pantallas LED',
        description: 'Módulos LED de interior y exterior a medida.',
        href: productsUrl('pantallas-led'),
        image: 'led',
        features: ['Pixel pitch desde 1,5 mm', 'Hasta 6.000 nits', 'Tamaños sin límites'],
      },
      {
        title: 'Videowalls',
        description: 'Muros de video de bisel ultradelgado.',
        href: productsUrl('videowalls'),
        image: 'videowall',
        features: ['Bisel de 0,88 mm', 'Calibración de color', 'Configuraciones 2×2 a 4×4'],
      },
    ],
  },
  {
    id: 'servicios',
    title: 'Servicios',
    items: [
      {
        title: 'Señalización Digital',
        description: 'Pantallas que informan, venden y sorprenden.',
        icon: MonitorPlay,
        href: paths.digitalSignage,
      },
      {
        title: 'Gestión de Contenidos',
        description: 'Planes Cloud Signage LITE y PLUS.',
        icon: Send,
        href: paths.contentManagement,
      },
      {
        title: 'Lift and Learn',
        description: 'ScreenTrigger: el producto cuenta su historia.',
        icon: Hand,
        href: paths.liftAndLearn,
      },
      {
        title: 'Medición de Audiencia',
        description: 'AdReactiON: datos reales de quién mira.',
        icon: BarChart3,
        href: paths.audienceMeasurement,
      },
      {
        title: 'Implementación Cloud',
        description: 'Migración, arquitectura y costos en AWS.',
        icon: Cloud,
        href: paths.cloud,
      },
      {
        title: 'Asistente IA',
        description: 'LIA atiende, responde y automatiza 24/7.',
        icon: Bot,
        href: paths.aiAssistant,
      },
      {
        title: 'Comunicaciones Internas',
        description: 'Informa y conecta a tus equipos.',
        icon: MessagesSquare,
        href: paths.internalCommunications,
      },
      { title: 'SEO y SEM', description: 'Posiciona tu negocio en Google.', icon: Search, href: paths.seo },
    ],
  },
  {
    id: 'recursos',
    title: 'Recursos',
    items: [
      {
        title: 'Blog',
        description: 'Tendencias y guías de tecnología para tu negocio.',
        icon: Newspaper,
        href: paths.blog,
      },
      { title: 'Podcast', description: 'Conversaciones sobre innovación y retail.', icon: Mic, href: paths.podcast },
      {
        title: 'Materiales Descargables',
        description: 'Briefs y fichas técnicas para descargar.',
        icon: FolderDown,
        href: paths.materials,
      },
      {
        title: 'Casos de Éxito',
        description: 'Resultados reales de nuestros clientes.',
        icon: Trophy,
        href: paths.cases,
      },
    ],
  },
  {
    id: 'sobre-linx',
    title: 'Sobre LINX',
    items: [
      {
        title: 'Sobre Nosotros',
        description: 'Quiénes somos, nuestro ADN y equipo.',
        icon: Building2,
        href: paths.about,
      },
      { title: 'Contacto', description: 'Conversemos sobre tu próximo proyecto.', icon: Sparkles, href: paths.contact },
    ],
  },
];

export const portalLink = { label: 'Portal de Clientes' } as const;
