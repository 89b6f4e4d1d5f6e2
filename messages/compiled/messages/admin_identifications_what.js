/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Identifications_WhatInputs */

const en_admin_identifications_what = /** @type {(inputs: Admin_Identifications_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`identifications`)
};

const es_admin_identifications_what = /** @type {(inputs: Admin_Identifications_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`las identificaciones`)
};

const de_admin_identifications_what = /** @type {(inputs: Admin_Identifications_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestimmungen`)
};

const fr_admin_identifications_what = /** @type {(inputs: Admin_Identifications_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`les identifications`)
};

const zh_hans1_admin_identifications_what = /** @type {(inputs: Admin_Identifications_WhatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`识别记录`)
};

/**
* | output |
* | --- |
* | "identifications" |
*
* @param {Admin_Identifications_WhatInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const admin_identifications_what = /** @type {((inputs?: Admin_Identifications_WhatInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Identifications_WhatInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_identifications_what(inputs)
	if (locale === "de") return de_admin_identifications_what(inputs)
	if (locale === "fr") return fr_admin_identifications_what(inputs)
	if (locale === "zh-Hans") return zh_hans1_admin_identifications_what(inputs)
	return en_admin_identifications_what(inputs)
});