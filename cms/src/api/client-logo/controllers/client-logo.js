'use strict';

const { createOrderedController } = require('../../../utils/ordered-controller');

module.exports = createOrderedController('api::client-logo.client-logo');
