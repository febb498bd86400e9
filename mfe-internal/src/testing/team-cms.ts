import type { TeamMember } from '@linx/shared';
import { fakeCmsPerTest, type CmsAnswers, type FakeServer } from '@linx/shared/testing';

/** The call the signature builder makes (shared/src/api/cms/cms-reads.json). */
export const TEAM_CALL = '/team-members?populate=*&sort[0]=order&sort[1]=id';

const photo = (slug: string) => ({
  id: 100,
  url: `/uploads/${slug}.png`,
  alternativeText: null,
  width: 320,
  height: 320,
});

/** Six people, the commercial manager among them; the last one is not shown on About. */
const roster: Array<[name: string, role: string, user: string, showOnAbout: boolean]> = [
  ['Valentina Soto', 'Gerenta General', 'valentina.soto', true],
  ['Rodrigo Salinas', 'Gerente Comercial', 'rodrigo.salinas', true],
  ['Camila Rojas', 'Líder de Experiencia de Cliente', 'camila.rojas', true],
  ['Matías Fuentes', 'Líder de Desarrollo de Software', 'matias.fuentes', true],
  ['Javiera Muñoz', 'Jefa de Proyectos', 'javiera.munoz', true],
  ['Felipe Araya', 'Arquitecto Cloud', 'felipe.araya', false],
];

/** A roster as the CMS answers it (Strapi shape). */
export const rawTeam = roster.map(([name, role, user, showOnAbout], index) => ({
  id: index + 1,
  documentId: `team-${index + 1}`,
  name,
  role,
  email: `${user}@linx.cl`,
  quote: `Frase de ${name}.`,
  photo: photo(user.replace('.', '-')),
  profileUrl: null,
  showOnAbout,
  order: (index + 1) * 10,
}));

/** A fake CMS per test for the signature page; `start(answer)` sets the roster's answer (default: the roster). */
export const fakeTeamCms = () => {
  const { start } = fakeCmsPerTest();
  return (answer: CmsAnswers[string] = rawTeam): Promise<FakeServer> => start({ [TEAM_CALL]: answer });
};

/** The same roster as view models (what fetchTeamMembers gives), photos on a CMS at `cmsUrl`. */
export const teamMembers = (cmsUrl = 'https://cms.linx.cl'): TeamMember[] =>
  rawTeam.map((m) => ({
    id: m.id,
    name: m.name,
    role: m.role,
    email: m.email,
    quote: m.quote,
    photo: { src: `${cmsUrl}${m.photo.url}`, alt: '', width: 320, height: 320 },
    showOnAbout: m.showOnAbout,
  }));
