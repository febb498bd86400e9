import mercadoAustral from '../assets/pages/client-mercado-austral.svg';
import plazaLosAndes from '../assets/pages/client-plaza-los-andes.svg';
import clinicaVital from '../assets/pages/client-clinica-vital.svg';
import universidadPacifico from '../assets/pages/client-universidad-pacifico.svg';
import farmaRuta from '../assets/pages/client-farmacias-ruta.svg';
import surHome from '../assets/pages/client-sur-home.svg';
import bancoCordillera from '../assets/pages/client-banco-cordillera.svg';
import cafeAltiplano from '../assets/pages/client-cafe-altiplano.svg';

/** Client logo (SPEC.md §3): name, logo, width (the logo's intrinsic width; all are 64 px high). */
export interface ClientLogo {
  name: string;
  logo: string;
  width: number;
}

export const LOGO_HEIGHT = 64;

/** Eight invented client brands drawn as word-marks (not real trademarks). */
export const clients: readonly ClientLogo[] = [
  { name: 'Mercado Austral', logo: mercadoAustral, width: 236 },
  { name: 'Plaza Los Andes', logo: plazaLosAndes, width: 236 },
  { name: 'Clínica Vital', logo: clinicaVital, width: 180 },
  { name: 'Universidad del Pacífico', logo: universidadPacifico, width: 220 },
  { name: 'FarmaRuta', logo: farmaRuta, width: 190 },
  { name: 'Surhome', logo: surHome, width: 196 },
  { name: 'Banco Cordillera', logo: bancoCordillera, width: 226 },
  { name: 'Café Altiplano', logo: cafeAltiplano, width: 180 },
];
