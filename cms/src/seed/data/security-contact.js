'use strict';

// Who hears of a vulnerability until editors name someone else: the company mailbox the site's
// contact page and footer show (the security contact is the CMS's single type "Contacto de seguridad").
module.exports = { email: 'contacto@linx.cl' };
