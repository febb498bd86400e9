const media = (url: string, alternativeText: string | null, width: number, height: number) => ({
  id: 1,
  url,
  alternativeText,
  width,
  height,
});

/** Answers as Strapi gives them (media populated, local uploads as paths). */
export const rawTeam = [
  {
    id: 1,
    name: 'Valentina Soto',
    role: 'Gerenta General',
    email: 'valentina.soto@linx.cl',
    quote: 'La tecnología vale cuando mejora la vida de las personas.',
    photo: media('/uploads/valentina.png', 'Foto de Valentina Soto', 320, 320),
    profileUrl: null,
    showOnAbout: true,
    order: 10,
  },
  {
    id: 2,
    name: 'Rodrigo Salinas',
    role: 'Gerente Comercial',
    email: 'rodrigo.salinas@linx.cl',
    quote: 'Nuestro mejor argumento son los resultados de los clientes.',
    photo: media('/uploads/rodrigo.png', null, 320, 320),
    profileUrl: 'https://perfiles.linx.cl/rodrigo-salinas',
    showOnAbout: true,
    order: 20,
  },
  {
    id: 3,
    name: 'Felipe Araya',
    role: 'Arquitecto Cloud',
    email: 'felipe.araya@linx.cl',
    quote: 'Sistemas que escalan sin sorpresas.',
    photo: null,
    profileUrl: null,
    showOnAbout: true,
    order: 30,
  },
  {
    id: 4,
    name: 'Tomás Herrera',
    role: 'Soporte',
    email: 'tomas.herrera@linx.cl',
    quote: 'Siempre hay una solución.',
    photo: media('/uploads/tomas.png', null, 320, 320),
    profileUrl: null,
    showOnAbout: false,
    order: 40,
  },
];

export const rawPartners = (
  [
    ['PeopleSense', 'Analítica de personas', null],
    ['Nimbo Cloud', 'Proveedor de nube', 'https://www.nimbo.example'],
    ['Lumina Displays', 'Fabricante de pantallas', null],
    ['Vistek', 'Fabricante de pantallas LED', null],
  ] as [string, string, string | null][]
).map(([name, description, url], index) => ({
  id: index + 1,
  name,
  description,
  url,
  width: 240,
  logo: media(`/uploads/partner-${index + 1}.svg`, `Logo de ${name}`, 240, 80),
}));

export const rawClients = [
  'Mercado Austral',
  'Plaza Los Andes',
  'Clínica Vital',
  'Universidad del Pacífico',
  'FarmaRuta',
  'Surhome',
  'Banco Cordillera',
  'Café Altiplano',
].map((name, index) => ({
  id: index + 1,
  name,
  width: 200,
  logo: media(`/uploads/client-${index + 1}.svg`, `Logo de ${name}`, 200, 64),
}));

export const rawEpisodes = [
  {
    id: 1,
    title: 'Pantallas que venden más',
    description: 'Conversamos con nuestro equipo de operaciones sobre qué hace que una pantalla capte miradas.',
    duration: 42,
    date: '2025-03-12',
    image: media('/uploads/episodio-1.jpg', 'Miniatura del episodio', 1280, 720),
    youtubeUrl: null,
  },
];
