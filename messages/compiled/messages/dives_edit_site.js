/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Edit_SiteInputs */

const en_dives_edit_site = /** @type {(inputs: Dives_Edit_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit the site`)
};

const es_dives_edit_site = /** @type {(inputs: Dives_Edit_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Editar el punto`)
};

const de_dives_edit_site = /** @type {(inputs: Dives_Edit_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tauchplatz bearbeiten`)
};

const fr_dives_edit_site = /** @type {(inputs: Dives_Edit_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier le site`)
};

const zh_hans1_dives_edit_site = /** @type {(inputs: Dives_Edit_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`编辑潜点`)
};

/**
* | output |
* | --- |
* | "Edit the site" |
*
* @param {Dives_Edit_SiteInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_edit_site = /** @type {((inputs?: Dives_Edit_SiteInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Edit_SiteInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_edit_site(inputs)
	if (locale === "de") return de_dives_edit_site(inputs)
	if (locale === "fr") return fr_dives_edit_site(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_edit_site(inputs)
	return en_dives_edit_site(inputs)
});