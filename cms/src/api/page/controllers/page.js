'use strict';

const { createOrderedController } = require('../../../utils/ordered-controller');

module.exports = createOrderedController('api::page.page');
