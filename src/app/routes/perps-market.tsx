// `/perps/:symbol` renders the Perps view; the route table wants one module per route
export { Component } from './perps';
