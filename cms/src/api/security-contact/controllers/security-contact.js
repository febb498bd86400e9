'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::security-contact.security-contact');
