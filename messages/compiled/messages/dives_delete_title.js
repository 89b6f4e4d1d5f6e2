/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dives_Delete_TitleInputs */

const en_dives_delete_title = /** @type {(inputs: Dives_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete this dive?`)
};

const es_dives_delete_title = /** @type {(inputs: Dives_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Borrar esta inmersión?`)
};

const de_dives_delete_title = /** @type {(inputs: Dives_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesen Tauchgang löschen?`)
};

const fr_dives_delete_title = /** @type {(inputs: Dives_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimer cette plongée ?`)
};

const zh_hans1_dives_delete_title = /** @type {(inputs: Dives_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除这次潜水？`)
};

/**
* | output |
* | --- |
* | "Delete this dive?" |
*
* @param {Dives_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dives_delete_title = /** @type {((inputs?: Dives_Delete_TitleInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dives_Delete_TitleInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_dives_delete_title(inputs)
	if (locale === "de") return de_dives_delete_title(inputs)
	if (locale === "fr") return fr_dives_delete_title(inputs)
	if (locale === "zh-Hans") return zh_hans1_dives_delete_title(inputs)
	return en_dives_delete_title(inputs)
});