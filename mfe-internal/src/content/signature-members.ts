/** A person whose e-mail signature the builder generates (SPEC.md "Email signature builder"). */
export interface SignatureMember {
  id: string;
  name: string;
  role: string;
  email: string;
  /** PNG under `/signatures/` of the assets base address (see `public/signatures/`). */
  photo: string;
  quote: string;
}

/** The built-in team list of the signature builder: six people, the commercial manager among them. */
export const signatureMembers: readonly SignatureMember[] = [
  {
    id: 'camila-fuentes',
    name: 'Camila Fuentes',
    role: 'Gerente General',
    email: 'camila.fuentes@linx.cl',
    photo: 'camila-fuentes.png',
    quote: 'Conectamos marcas con personas, una pantalla a la vez.',
  },
  {
    id: 'rodrigo-salinas',
    name: 'Rodrigo Salinas',
    role: 'Gerente Comercial',
    email: 'rodrigo.salinas@linx.cl',
    photo: 'rodrigo-salinas.png',
    quote: 'Cada proyecto empieza escuchando al cliente.',
  },
  {
    id: 'javiera-munoz',
    name: 'Javiera Muñoz',
    role: 'Jefa de Proyectos',
    email: 'javiera.munoz@linx.cl',
    photo: 'javiera-munoz.png',
    quote: 'Un buen plan hace que lo complejo parezca simple.',
  },
  {
    id: 'matias-contreras',
    name: 'Matías Contreras',
    role: 'Líder de Desarrollo de Software',
    email: 'matias.contreras@linx.cl',
    photo: 'matias-contreras.png',
    quote: 'El mejor software es el que nadie nota que está ahí.',
  },
  {
    id: 'fernanda-rojas',
    name: 'Fernanda Rojas',
    role: 'Especialista en Marketing Digital',
    email: 'fernanda.rojas@linx.cl',
    photo: 'fernanda-rojas.png',
    quote: 'Los datos cuentan historias; nosotros las hacemos visibles.',
  },
  {
    id: 'tomas-herrera',
    name: 'Tomás Herrera',
    role: 'Ingeniero de Soporte Técnico',
    email: 'tomas.herrera@linx.cl',
    photo: 'tomas-herrera.png',
    quote: 'Siempre hay una solución; mi trabajo es encontrarla rápido.',
  },
];
