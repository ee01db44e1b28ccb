import type { PageDependency } from '@pricetrail/core';
import type { RootStore } from '@pricetrail/services';
import type { ComponentType } from 'react';
import { data, type LoaderFunctionArgs } from 'react-router-dom';

/** What a route's load found, for the server's answer. */
export interface RouteLoaded {
  /** What the page shows that the server may keep it by (a product); nothing by default. */
  readonly dependsOn?: readonly PageDependency[];
  /** The page names something that does not exist: it renders as it is, answered with 404. */
  readonly isMissing?: boolean;
}

/** What a route loads into the root's view stores before its page renders. */
export type RouteLoad = (root: RootStore, args: LoaderFunctionArgs) => Promise<RouteLoaded>;

/** A route loader's data: what its page depends on (see {@link RouteLoad}). */
export interface RouteData {
  /** The data the page shows that the server may keep it by. */
  readonly dependsOn: readonly PageDependency[];
}

/** A route that loads data: its page and what it loads (on the server and in the browser alike). */
export interface LoadingRoute {
  /** The page. */
  readonly Component: ComponentType;
  /** Fills the view stores the page reads; data failures end up in those stores, not thrown. */
  readonly load: RouteLoad;
}

/** What a route module exports per route: a page, or a page with what it loads. */
export type RouteExport = ComponentType | LoadingRoute;

function isLoadingRoute(entry: RouteExport): entry is LoadingRoute {
  return typeof entry === 'object' && 'load' in entry && 'Component' in entry;
}

/** The parts of a react-router route a route module's export gives. */
export function routeObjectOf(
  entry: RouteExport,
  root: RootStore,
): {
  Component: ComponentType;
  loader?: (args: LoaderFunctionArgs) => Promise<RouteData | ReturnType<typeof data<RouteData>>>;
} {
  if (!isLoadingRoute(entry)) return { Component: entry };
  return {
    Component: entry.Component,
    loader: async (args) => {
      const loaded = await entry.load(root, args);
      const routeData: RouteData = { dependsOn: loaded.dependsOn ?? [] };
      // The static handler answers a loader's status: the page still renders with its data.
      return loaded.isMissing ? data(routeData, { status: 404 }) : routeData;
    },
  };
}

/** What a route carries for the server: the client sources it preloads (`modulepreload`). */
export interface RouteHandle {
  /** Sources (as the browser build's manifest names them) of the code the route runs. */
  readonly preload: readonly string[];
}

/** A route module: its code, fetched on first use, and its sources for the server to preload. */
export interface RouteModule<M> {
  /** Fetches the module. */
  readonly load: () => Promise<M>;
  /** The module's source and those of the code it loads at once, as the build manifest names them. */
  readonly sources: readonly string[];
}

/** Declares a route module (see {@link RouteModule}). */
export function routeModule<M>(load: () => Promise<M>, ...sources: string[]): RouteModule<M> {
  return { load, sources };
}
