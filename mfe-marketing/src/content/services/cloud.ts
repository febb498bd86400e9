import {
  Activity,
  ArrowRightLeft,
  Boxes,
  Code2,
  Gauge,
  Globe2,
  Layers3,
  Lock,
  PiggyBank,
  RefreshCcw,
  Rocket,
  Scale,
  ServerCog,
  ShieldCheck,
  ShoppingCart,
  Trash2,
  TrendingUp,
  Wrench,
} from 'lucide-react';
import dynamoLogo from '../../assets/services/db-dynamodb.svg';
import rdsLogo from '../../assets/services/db-rds.svg';
import s3Logo from '../../assets/services/db-s3.svg';
import type { FeatureItem } from '../../sections/feature-grid';
import type { SectionAction } from '../../sections/section-actions';
import type { HeroCopy, ImageCopy, PageMeta, SectionCopy } from './types';

export interface DatabaseOffer {
  kind: string;
  title: string;
  description: string;
  logo: ImageCopy;
  /** Engines or compatible technologies shown as chips. */
  engines: readonly string[];
}

export const cloudMeta: PageMeta = {
  title: 'Implementación Cloud',
  description:
    'Consultoría cloud y AWS: migración, arquitectura, monitoreo, seguridad, optimización de costos, desarrollo cloud-native y bases de datos administradas.',
  keywords: [
    'implementación cloud',
    'AWS',
    'migración a la nube',
    'arquitectura cloud',
    'optimización de costos',
    'cloud native',
    'bases de datos administradas',
  ],
};

export const cloudHero: HeroCopy = {
  eyebrow: 'Consultoría cloud · AWS',
  title: 'Implementación cloud: migra, moderniza y escala sin sobresaltos',
  lead: 'Llevamos tus aplicaciones y datos a AWS con una estrategia a la medida de tu negocio: menos costos fijos, más disponibilidad y equipos enfocados en crear valor.',
  actions: [{ kind: 'consultancy' }, { kind: 'anchor', label: 'Estrategias de migración', targetId: 'estrategias' }],
};

export const cloudHeroImageAlt =
  'Diagrama de una arquitectura en la nube con servidores, bases de datos y usuarios conectados';

export const servicesCopy: SectionCopy = {
  eyebrow: 'Servicios',
  title: 'Acompañamiento cloud de punta a punta',
  lead: 'Un equipo certificado que diseña, ejecuta y opera contigo cada etapa del camino a la nube.',
};

export const services: readonly FeatureItem[] = [
  {
    icon: ArrowRightLeft,
    title: 'Migración a la nube',
    description: 'Evaluamos tu infraestructura y trasladamos cargas con el menor tiempo de inactividad posible.',
  },
  {
    icon: Layers3,
    title: 'Arquitectura cloud',
    description: 'Diseños seguros, resilientes y eficientes según las buenas prácticas de AWS.',
  },
  {
    icon: Activity,
    title: 'Monitoreo',
    description: 'Observabilidad de aplicaciones e infraestructura con alertas y tableros en tiempo real.',
  },
  {
    icon: ShieldCheck,
    title: 'Seguridad',
    description: 'Identidades, cifrado, respaldos y cumplimiento normativo desde el primer día.',
  },
  {
    icon: PiggyBank,
    title: 'Optimización de costos',
    description: 'Ajuste de capacidad, instancias reservadas y reportes para pagar solo lo que usas.',
  },
  {
    icon: Code2,
    title: 'Desarrollo cloud-native',
    description: 'Aplicaciones serverless, contenedores y APIs que escalan solas con la demanda.',
  },
];

export const whyMigrateCopy: SectionCopy = {
  eyebrow: '¿Por qué migrar?',
  title: 'La nube convierte la infraestructura en una ventaja',
};

export const whyMigrate: readonly FeatureItem[] = [
  {
    icon: Scale,
    title: 'Escala a demanda',
    description: 'Crece en minutos para una campaña y vuelve al tamaño habitual cuando termina.',
  },
  {
    icon: TrendingUp,
    title: 'Costos variables',
    description: 'Deja atrás la compra de servidores: pagas por uso y con visibilidad total del gasto.',
  },
  {
    icon: Globe2,
    title: 'Disponibilidad global',
    description: 'Infraestructura en múltiples zonas para que tu servicio siga en pie ante fallas.',
  },
  {
    icon: Rocket,
    title: 'Innovación más rápida',
    description: 'Servicios administrados de datos, analítica e IA listos para usar.',
  },
];

export const strategiesCopy: SectionCopy = {
  eyebrow: 'Estrategias de migración',
  title: 'Cinco caminos hacia la nube',
  lead: 'Cada aplicación merece la estrategia que equilibra esfuerzo, costo y beneficio.',
};

export const strategies: readonly FeatureItem[] = [
  {
    icon: Boxes,
    title: 'Lift and Shift',
    description: 'Trasladamos la aplicación tal como está. La forma más rápida de salir del centro de datos.',
    bullets: ['Ideal para plazos acotados'],
  },
  {
    icon: ServerCog,
    title: 'Replatforming',
    description: 'Pequeños ajustes para aprovechar servicios administrados, como bases de datos o balanceadores.',
    bullets: ['Beneficios sin reescribir código'],
  },
  {
    icon: Wrench,
    title: 'Refactoring',
    description: 'Rediseñamos la aplicación con arquitectura cloud-native para ganar escala y agilidad.',
    bullets: ['Máximo retorno a largo plazo'],
  },
  {
    icon: ShoppingCart,
    title: 'Repurchase',
    description: 'Reemplazamos el sistema por una solución SaaS equivalente y migramos sus datos.',
    bullets: ['Menos software que mantener'],
  },
  {
    icon: Trash2,
    title: 'Retire',
    description: 'Identificamos y damos de baja las aplicaciones que ya no aportan valor.',
    bullets: ['Menos licencias que mantener'],
  },
];

export const databasesCopy: SectionCopy = {
  eyebrow: 'Bases de datos',
  title: 'El motor correcto para cada tipo de dato',
  lead: 'Implementamos y administramos bases de datos en la nube, con respaldos automáticos y alta disponibilidad.',
};

export const databases: readonly DatabaseOffer[] = [
  {
    kind: 'Almacenamiento de objetos',
    title: 'Amazon S3',
    description: 'Archivos, respaldos, videos e imágenes con durabilidad extrema y costo por uso.',
    logo: { src: s3Logo, alt: 'Logotipo de Amazon S3', width: 200, height: 56 },
    engines: ['Respaldos', 'Data lakes', 'Contenido estático'],
  },
  {
    kind: 'Base de datos clave-valor',
    title: 'Amazon DynamoDB',
    description: 'Respuestas en milisegundos a cualquier escala, sin servidores que administrar.',
    logo: { src: dynamoLogo, alt: 'Logotipo de Amazon DynamoDB', width: 200, height: 56 },
    engines: ['Serverless', 'Alta concurrencia', 'Baja latencia'],
  },
  {
    kind: 'Base de datos relacional administrada',
    title: 'Amazon RDS',
    description: 'Motores SQL conocidos con parches, réplicas y respaldos automáticos.',
    logo: { src: rdsLogo, alt: 'Logotipo de Amazon RDS', width: 200, height: 56 },
    engines: ['PostgreSQL', 'MySQL', 'MariaDB', 'SQL Server'],
  },
];

export const benefitsCopy: SectionCopy = {
  eyebrow: 'Beneficios',
  title: 'Lo que gana tu empresa',
};

export const benefits: readonly FeatureItem[] = [
  {
    icon: Gauge,
    title: 'Rendimiento',
    description: 'Aplicaciones más rápidas y estables, incluso en los peaks de demanda.',
  },
  {
    icon: Lock,
    title: 'Seguridad reforzada',
    description: 'Controles de acceso, cifrado y auditoría continua de tu entorno.',
  },
  {
    icon: PiggyBank,
    title: 'Ahorro sostenido',
    description: 'Gasto optimizado mes a mes con reportes claros y recomendaciones.',
  },
  {
    icon: RefreshCcw,
    title: 'Continuidad operacional',
    description: 'Respaldos y recuperación ante desastres probados periódicamente.',
  },
];

export const benefitsActions: readonly SectionAction[] = [{ kind: 'consultancy', label: 'Evaluar mi migración' }];
