// Admin panel customisation: Spanish is offered in the language menu (the marketing team works in Spanish).
const config = {
  locales: ['es'],
  notifications: { releases: false },
  tutorials: false,
};

const bootstrap = () => {};

export default { config, bootstrap };
