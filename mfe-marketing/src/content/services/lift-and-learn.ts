import {
  BarChart3,
  Footprints,
  Hand,
  Layers,
  MonitorPlay,
  PackageOpen,
  Radar,
  RefreshCw,
  Shirt,
  ShoppingCart,
  Smartphone,
  Sparkles,
  ThumbsUp,
  Wine,
} from 'lucide-react';
import type { FeatureItem } from '../../sections/feature-grid';
import type { StepItem } from '../../sections/numbered-steps';
import type { SectionAction } from '../../sections/section-actions';
import type { StatItem } from '../../sections/stat-cards';
import type { UseCaseItem } from '../../sections/use-case-cards';
import type { HeroCopy, PageMeta, SectionCopy } from './types';

export const liftAndLearnMeta: PageMeta = {
  title: 'Lift and Learn',
  description:
    'ScreenTrigger: tecnología Lift and Learn que muestra en pantalla la información de cada producto en cuanto el cliente lo toma del exhibidor.',
  keywords: [
    'lift and learn',
    'ScreenTrigger',
    'retail interactivo',
    'experiencia en tienda',
    'pantallas interactivas',
    'trade marketing',
  ],
};

export const liftAndLearnHero: HeroCopy = {
  eyebrow: 'ScreenTrigger',
  title: 'Lift and Learn: levanta un producto y la pantalla te lo cuenta todo',
  lead: 'Cuando tu cliente toma un producto del exhibidor, ScreenTrigger muestra al instante su video, atributos y precio. Una conversación de venta que ocurre sola, en el momento exacto.',
  actions: [{ kind: 'consultancy' }, { kind: 'anchor', label: '¿Cómo funciona?', targetId: 'como-funciona' }],
};

export const liftAndLearnHeroImageAlt =
  'Exhibidor con tres productos: al levantar uno, la pantalla superior muestra su ficha y su video';

export const howItWorksCopy: SectionCopy = {
  eyebrow: 'Cómo funciona',
  title: 'Cuatro pasos, cero fricción',
  lead: 'La experiencia es intuitiva para el cliente y totalmente medible para tu marca.',
};

export const howItWorksSteps: readonly StepItem[] = [
  {
    icon: Hand,
    title: 'El cliente toma el producto',
    description: 'Basta con levantarlo del exhibidor: no hay botones ni pantallas táctiles que aprender.',
  },
  {
    icon: Radar,
    title: 'El sensor lo detecta',
    description: 'Un sensor discreto bajo cada producto identifica cuál fue levantado en milisegundos.',
  },
  {
    icon: MonitorPlay,
    title: 'La pantalla responde',
    description: 'Se reproduce el contenido de ese producto: video, beneficios, precio o comparación.',
  },
  {
    icon: BarChart3,
    title: 'Medimos la interacción',
    description: 'Cada levantamiento queda registrado para analizar interés y conversión por producto.',
  },
];

export const featuresCopy: SectionCopy = {
  eyebrow: 'Características',
  title: 'Tecnología pensada para el punto de venta',
};

export const features: readonly FeatureItem[] = [
  {
    icon: PackageOpen,
    title: 'Sensores invisibles',
    description: 'Se integran al mueble sin alterar el diseño del exhibidor ni la presentación del producto.',
  },
  {
    icon: Layers,
    title: 'Comparación lado a lado',
    description: 'Si el cliente levanta dos productos, la pantalla los compara automáticamente.',
  },
  {
    icon: RefreshCw,
    title: 'Contenido administrable',
    description: 'Cambia videos y precios desde la nube, con la misma plataforma de tus pantallas.',
  },
  {
    icon: BarChart3,
    title: 'Analítica por producto',
    description: 'Reportes de interacciones por hora, tienda y SKU para decidir con datos.',
  },
];

export const benefitsCopy: SectionCopy = {
  eyebrow: 'Beneficios',
  title: 'Más interés, más ventas',
  lead: 'Una experiencia que educa al comprador y lo acerca a la decisión.',
};

export const benefits: readonly StatItem[] = [
  {
    icon: Sparkles,
    value: '+45%',
    label: 'engagement',
    context: 'más tiempo de interacción con los productos exhibidos.',
  },
  {
    icon: ShoppingCart,
    value: '+35%',
    label: 'conversión',
    context: 'de los productos con experiencia Lift and Learn.',
  },
  { icon: ThumbsUp, value: '98%', label: 'satisfacción', context: 'de los compradores que usaron la experiencia.' },
];

export const useCasesCopy: SectionCopy = {
  eyebrow: 'Casos de uso',
  title: 'Ideal para productos que merecen ser contados',
};

export const useCases: readonly UseCaseItem[] = [
  {
    icon: Wine,
    title: 'Bebidas premium',
    description: 'Vinos, destilados y cervezas artesanales que se venden por su historia.',
    bullets: ['Notas de cata y maridajes', 'Origen y proceso de elaboración', 'Premios y puntajes'],
  },
  {
    icon: Smartphone,
    title: 'Electrónica',
    description: 'Teléfonos, audífonos y cámaras con especificaciones difíciles de explicar.',
    bullets: ['Comparación de especificaciones', 'Demostraciones en video', 'Accesorios compatibles'],
  },
  {
    icon: Footprints,
    title: 'Zapatillas deportivas',
    description: 'Modelos técnicos cuyo valor está en la tecnología que no se ve.',
    bullets: ['Amortiguación y materiales', 'Uso recomendado por disciplina', 'Tallas y colores disponibles'],
  },
  {
    icon: Shirt,
    title: 'Moda',
    description: 'Colecciones que se inspiran en una tendencia o una campaña.',
    bullets: ['Looks sugeridos para combinar', 'Tejidos y cuidados', 'Contenido de la campaña'],
  },
];

export const useCasesActions: readonly SectionAction[] = [
  { kind: 'consultancy', label: 'Quiero ScreenTrigger en mi tienda' },
];
