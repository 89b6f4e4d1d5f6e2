/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ year: NonNullable<unknown>, product: NonNullable<unknown> }} Footer_RightsInputs */

const en_footer_rights = /** @type {(inputs: Footer_RightsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} ${i?.product}. All rights reserved.`)
};

const es_footer_rights = /** @type {(inputs: Footer_RightsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} ${i?.product}. Todos los derechos reservados.`)
};

const de_footer_rights = /** @type {(inputs: Footer_RightsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} ${i?.product}. Alle Rechte vorbehalten.`)
};

const fr_footer_rights = /** @type {(inputs: Footer_RightsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} ${i?.product}. Tous droits réservés.`)
};

const zh_hans1_footer_rights = /** @type {(inputs: Footer_RightsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`© ${i?.year} ${i?.product}。保留所有权利。`)
};

/**
* | output |
* | --- |
* | "© {year} {product}. All rights reserved." |
*
* @param {Footer_RightsInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const footer_rights = /** @type {((inputs: Footer_RightsInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_RightsInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_footer_rights(inputs)
	if (locale === "de") return de_footer_rights(inputs)
	if (locale === "fr") return fr_footer_rights(inputs)
	if (locale === "zh-Hans") return zh_hans1_footer_rights(inputs)
	return en_footer_rights(inputs)
});