/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Account_Download_DataInputs */

const en_account_download_data = /** @type {(inputs: Account_Download_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download my data`)
};

const es_account_download_data = /** @type {(inputs: Account_Download_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descargar mis datos`)
};

const de_account_download_data = /** @type {(inputs: Account_Download_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meine Daten herunterladen`)
};

const fr_account_download_data = /** @type {(inputs: Account_Download_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Télécharger mes données`)
};

const zh_hans1_account_download_data = /** @type {(inputs: Account_Download_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下载我的数据`)
};

/**
* | output |
* | --- |
* | "Download my data" |
*
* @param {Account_Download_DataInputs} inputs
* @param {{ locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const account_download_data = /** @type {((inputs?: Account_Download_DataInputs, options?: { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Download_DataInputs, { locale?: "en" | "es" | "de" | "fr" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_account_download_data(inputs)
	if (locale === "de") return de_account_download_data(inputs)
	if (locale === "fr") return fr_account_download_data(inputs)
	if (locale === "zh-Hans") return zh_hans1_account_download_data(inputs)
	return en_account_download_data(inputs)
});