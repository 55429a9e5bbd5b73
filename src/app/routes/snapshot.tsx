// placeholder until the view lands; the route's own module replaces this file
export { Component } from './coming-soon';
