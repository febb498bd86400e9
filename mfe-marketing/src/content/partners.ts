import peopleSense from '../assets/pages/partner-peoplesense.svg';
import nimboCloud from '../assets/pages/partner-nimbo-cloud.svg';
import luminaDisplays from '../assets/pages/partner-lumina-displays.svg';
import vistek from '../assets/pages/partner-vistek.svg';

/** Partner (SPEC.md §3): name, logo, url, width (intrinsic logo width; all are 80 px high). */
export interface Partner {
  name: string;
  description: string;
  logo: string;
  url: string;
  width: number;
}

export const PARTNER_LOGO_HEIGHT = 80;

/** Four partners: a people-analytics vendor, a cloud provider and two display makers (invented brands). */
export const partners: readonly Partner[] = [
  {
    name: 'PeopleSense',
    description: 'Analítica de personas',
    logo: peopleSense,
    url: 'https://www.peoplesense.ai',
    width: 240,
  },
  {
    name: 'Nimbo Cloud',
    description: 'Proveedor de nube',
    logo: nimboCloud,
    url: 'https://www.nimbocloud.com',
    width: 240,
  },
  {
    name: 'Lumina Displays',
    description: 'Fabricante de pantallas',
    logo: luminaDisplays,
    url: 'https://www.luminadisplays.com',
    width: 260,
  },
  {
    name: 'Vistek',
    description: 'Fabricante de pantallas LED',
    logo: vistek,
    url: 'https://www.vistek-displays.com',
    width: 240,
  },
];
