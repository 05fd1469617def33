/**
 * The `react` that downshift and react-day-picker get in the widget bundle: Preact's core and
 * hooks, without the rest of preact/compat. Both libraries only use hooks, createElement and
 * context; compat's event renaming is not needed because the one React-only prop they pass
 * (`onChange` on the combobox input) is mapped in Combobox.tsx. This keeps the first script
 * inside its gzip budget (scripts/size.mjs); tests alias `react` to this same module.
 */
import { Component, cloneElement, createContext, createElement, Fragment, isValidElement } from 'preact';
import {
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'preact/hooks';

export {
  Component,
  cloneElement,
  createContext,
  createElement,
  Fragment,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
};

export default {
  Component,
  Fragment,
  cloneElement,
  createContext,
  createElement,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
};
