import valentina from '../assets/pages/team-valentina-soto.svg';
import rodrigo from '../assets/pages/team-rodrigo-munoz.svg';
import camila from '../assets/pages/team-camila-herrera.svg';
import felipe from '../assets/pages/team-felipe-araya.svg';
import javiera from '../assets/pages/team-javiera-pinto.svg';
import tomas from '../assets/pages/team-tomas-riquelme.svg';

/** Team member (SPEC.md §3): name, role, image, quote, professional-profile link or e-mail. */
export interface TeamMember {
  name: string;
  role: string;
  image: string;
  quote: string;
  profile: { kind: 'linkedin'; url: string } | { kind: 'email'; address: string };
}

export const TEAM_PHOTO_SIZE = 160;

export const team: readonly TeamMember[] = [
  {
    name: 'Valentina Soto',
    role: 'Gerenta General',
    image: valentina,
    quote: 'La tecnología vale cuando mejora la vida de las personas que la usan todos los días.',
    profile: { kind: 'linkedin', url: 'https://www.linkedin.com/in/valentina-soto-linx' },
  },
  {
    name: 'Rodrigo Muñoz',
    role: 'Director de Operaciones',
    image: rodrigo,
    quote: 'Una pantalla bien instalada es la que nadie tiene que volver a mirar por dentro.',
    profile: { kind: 'linkedin', url: 'https://www.linkedin.com/in/rodrigo-munoz-linx' },
  },
  {
    name: 'Camila Herrera',
    role: 'Líder de Experiencia de Cliente',
    image: camila,
    quote: 'Cada proyecto empieza escuchando al cliente de nuestro cliente.',
    profile: { kind: 'linkedin', url: 'https://www.linkedin.com/in/camila-herrera-linx' },
  },
  {
    name: 'Felipe Araya',
    role: 'Arquitecto Cloud',
    image: felipe,
    quote: 'Diseñamos sistemas que escalan sin sorpresas en la cuenta a fin de mes.',
    profile: { kind: 'linkedin', url: 'https://www.linkedin.com/in/felipe-araya-linx' },
  },
  {
    name: 'Javiera Pinto',
    role: 'Jefa de Inteligencia Artificial',
    image: javiera,
    quote: 'La mejor automatización es la que el equipo siente como una ayuda, no como un cambio.',
    profile: { kind: 'email', address: 'javiera.pinto@linx.cl' },
  },
  {
    name: 'Tomás Riquelme',
    role: 'Gerente Comercial',
    image: tomas,
    quote: 'Nuestro mejor argumento de venta son los resultados de los clientes que ya confían en nosotros.',
    profile: { kind: 'email', address: 'tomas.riquelme@linx.cl' },
  },
];
