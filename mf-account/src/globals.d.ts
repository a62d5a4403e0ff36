/// <reference path="../../shared/mf-kit/src/globals.d.ts" />
